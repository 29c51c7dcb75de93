import { describe, expect, it } from "vitest";
import { type JobPostingInput, jobPostingJsonLd } from "./structured-data";

const APP_URL = "https://sunshinestaffing.example";

const job: JobPostingInput = {
  appUrl: APP_URL,
  id: "5b0c2f9e-0d1a-4f4e-9d6c-3f1f2f5c8a10",
  title: "Registered Nurse – ICU",
  descriptionHtml: "<p>Join a 24-bed ICU.</p>",
  requirements: ["Active Florida RN license", "BLS & ACLS <current>"],
  skills: ["Critical Care", "Epic"],
  company: "Harbor Health",
  city: "Fort Lauderdale",
  state: "FL",
  workplaceType: "on-site",
  employmentType: "full-time",
  industry: "Healthcare",
  salaryRange: { min: 88_000, max: 112_000, period: "year" },
  datePosted: "2026-11-21",
  validThrough: "2027-01-20",
};

describe("jobPostingJsonLd", () => {
  it("has Google's required properties and the recommended ones an on-site job has", () => {
    expect(jobPostingJsonLd(job)).toEqual({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "Registered Nurse – ICU",
      description:
        "<p>Join a 24-bed ICU.</p><h3>Requirements</h3><ul><li>Active Florida RN license</li><li>BLS &amp; ACLS &lt;current&gt;</li></ul>",
      url: `${APP_URL}/jobs/${job.id}`,
      identifier: { "@type": "PropertyValue", name: "Sunshine Staffing", value: job.id },
      datePosted: "2026-11-21",
      validThrough: "2027-01-20",
      employmentType: "FULL_TIME",
      hiringOrganization: { "@type": "Organization", name: "Harbor Health" },
      jobLocation: {
        "@type": "Place",
        address: {
          "@type": "PostalAddress",
          addressLocality: "Fort Lauderdale",
          addressRegion: "FL",
          addressCountry: "US",
        },
      },
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "USD",
        value: { "@type": "QuantitativeValue", minValue: 88_000, maxValue: 112_000, unitText: "YEAR" },
      },
      industry: "Healthcare",
      skills: "Critical Care, Epic",
      directApply: true,
    });
  });

  it("marks a remote job TELECOMMUTE from the US, without a place of work", () => {
    const data = jobPostingJsonLd({ ...job, workplaceType: "remote" });
    expect(data.jobLocationType).toBe("TELECOMMUTE");
    expect(data.applicantLocationRequirements).toEqual({ "@type": "Country", name: "USA" });
    expect(data).not.toHaveProperty("jobLocation");
  });

  it("keeps a hybrid job at its place of work", () => {
    const data = jobPostingJsonLd({ ...job, workplaceType: "hybrid" });
    expect(data).toHaveProperty("jobLocation.address.addressLocality", "Fort Lauderdale");
    expect(data).not.toHaveProperty("jobLocationType");
  });

  it("maps each employment type to Google's", () => {
    const typeOf = (employmentType: JobPostingInput["employmentType"]) =>
      jobPostingJsonLd({ ...job, employmentType }).employmentType;
    expect(typeOf("part-time")).toBe("PART_TIME");
    expect(typeOf("contract")).toBe("CONTRACTOR");
    expect(typeOf("contract-to-hire")).toEqual(["CONTRACTOR", "FULL_TIME"]);
    expect(typeOf("temporary")).toBe("TEMPORARY");
  });

  it("gives hourly pay per hour, and no salary when the page shows none (one end missing)", () => {
    const hourly = jobPostingJsonLd({ ...job, salaryRange: { min: 22, max: 28, period: "hour" } });
    expect(hourly).toHaveProperty("baseSalary.value.unitText", "HOUR");
    expect(hourly).toHaveProperty("baseSalary.value.minValue", 22);
    const minOnly = jobPostingJsonLd({ ...job, salaryRange: { min: 55_000, max: null, period: "year" } });
    expect(minOnly).not.toHaveProperty("baseSalary");
  });

  it("names the agency with its site and logo for its own openings, and hides an anonymous client", () => {
    expect(jobPostingJsonLd({ ...job, company: "Sunshine Staffing" }).hiringOrganization).toEqual({
      "@type": "Organization",
      name: "Sunshine Staffing",
      sameAs: `${APP_URL}/`,
      logo: `${APP_URL}/logo.svg`,
    });
    expect(jobPostingJsonLd({ ...job, company: "Confidential Client" }).hiringOrganization).toBe(
      "confidential",
    );
  });

  it("leaves out what the job does not have", () => {
    const data = jobPostingJsonLd({
      ...job,
      validThrough: null,
      requirements: [],
      skills: [],
      industry: "Other",
    });
    expect(data.description).toBe("<p>Join a 24-bed ICU.</p>");
    expect(data).not.toHaveProperty("validThrough");
    expect(data).not.toHaveProperty("skills");
    expect(data).not.toHaveProperty("industry");
  });
});
