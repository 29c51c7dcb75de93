export default function Page() {
  return <h1>marketing/contact</h1>;
}
