export default function Page() {
  return <h1>marketing/webinars</h1>;
}
