import { Link } from "react-router";

export function meta() {
  return [{ title: "Sunshine Staffing | Connect With Top Talent & Opportunities" }];
}

export default function Home() {
  return (
    <main>
      <section>
        <h1>Connect With Top Talent &amp; Opportunities</h1>
        <Link to="/resume-builder">Build Your Resume</Link>
        <Link to="/jobs">Browse Jobs</Link>
      </section>
    </main>
  );
}
