import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/marketing/home.tsx"),
  // The sign-in page stays outside the admin layout: that layout is where the admin guard belongs.
  route("admin/login", "routes/admin/login.tsx"),
  ...prefix("admin", [layout("routes/admin/layout.tsx", [index("routes/admin/index.tsx")])]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
