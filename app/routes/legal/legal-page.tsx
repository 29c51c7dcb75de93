export default function Page() {
  return <h1>legal/legal-page</h1>;
}
