import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/marketing/home.tsx"),
  route("about", "routes/marketing/about.tsx"),
  route("services", "routes/marketing/services.tsx"),
  route("services/:service", "routes/marketing/service-detail.tsx"),
  route("contact", "routes/marketing/contact.tsx"),
  route("webinars", "routes/marketing/webinars.tsx"),
  route("company-review", "routes/marketing/company-review.tsx"),
  route("jobs", "routes/jobs/index.tsx"),
  route("jobs/:id", "routes/jobs/job.tsx"),
  route("blog", "routes/blog/index.tsx"),
  route("blog/:slug", "routes/blog/post.tsx"),
  ...["privacy-policy", "terms-of-service", "cookie-policy", "sms-terms"].map((page) =>
    route(page, "routes/legal/legal-page.tsx", { id: `legal-${page}` }),
  ),
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
  route("unsubscribe", "routes/marketing/unsubscribe.tsx"),
  route("apply", "routes/marketing/apply.tsx"),
  route("upload-resume", "routes/marketing/upload-resume.tsx"),
  route("profile", "routes/candidate/public-profile.tsx"),
  // The candidate sign-in pages stay outside the portal layout, which is where its guard belongs.
  ...["login", "registration", "verify", "forgot-password", "reset-password"].map((page) =>
    route(`candidate/${page}`, `routes/candidate/${page}.tsx`),
  ),
  ...prefix("candidate", [
    layout("routes/candidate/portal-layout.tsx", [
      index("routes/candidate/index.tsx"),
      route("dashboard", "routes/candidate/dashboard.tsx"),
      route("profile", "routes/candidate/profile.tsx"),
      route("referrals", "routes/candidate/referrals.tsx"),
      route("interviews", "routes/candidate/interviews.tsx"),
    ]),
  ]),
  // The sign-in page stays outside the admin layout: that layout is where the admin guard belongs.
  route("admin/login", "routes/admin/login.tsx"),
  ...prefix("admin", [
    layout("routes/admin/layout.tsx", [
      index("routes/admin/index.tsx"),
      route("jobs", "routes/admin/jobs.tsx"),
      route("jobs/new", "routes/admin/job-edit.tsx", { id: "admin-job-new" }),
      route("jobs/:id", "routes/admin/job-edit.tsx", { id: "admin-job-edit" }),
      route("reviews", "routes/admin/reviews.tsx"),
      route("settings", "routes/admin/settings.tsx"),
      route("audit", "routes/admin/audit.tsx"),
      route("messages", "routes/admin/messages.tsx"),
      route("subscribers", "routes/admin/subscribers.tsx"),
      route("blog", "routes/admin/blog.tsx", { id: "admin-blog" }),
      route("blog/new", "routes/admin/blog-edit.tsx", { id: "admin-blog-new" }),
      route("blog/:id", "routes/admin/blog-edit.tsx", { id: "admin-blog-edit" }),
      route("webinars", "routes/admin/webinars.tsx", { id: "admin-webinars" }),
      route("webinars/new", "routes/admin/webinar-edit.tsx", { id: "admin-webinar-new" }),
      route("webinars/:id", "routes/admin/webinar-edit.tsx", { id: "admin-webinar-edit" }),
      route("webinars/:id/registrants", "routes/admin/webinar-registrants.tsx"),
      route("assessments", "routes/admin/assessments.tsx"),
      route("candidate-database", "routes/admin/candidate-database.tsx"),
      route("referrals", "routes/admin/referrals.tsx"),
      route("interviews", "routes/admin/interviews.tsx", { id: "admin-interviews" }),
    ]),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
