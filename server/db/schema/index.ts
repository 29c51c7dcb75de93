export * from "./content";
export * from "./files";
export * from "./jobs";
export * from "./mail";
export * from "./rate-limit";
export * from "./seed";
export * from "./settings";
