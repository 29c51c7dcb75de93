export default function Page() {
  return <h1>marketing/service-detail</h1>;
}
