export default function Page() {
  return <h1>marketing/services</h1>;
}
