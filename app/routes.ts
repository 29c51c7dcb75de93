import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [index("routes/marketing/home.tsx"), route("*", "routes/not-found.tsx")] satisfies RouteConfig;
