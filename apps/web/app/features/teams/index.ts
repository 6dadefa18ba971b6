/** The public entry of the teams feature: what other features and the shell may use of it (browser-safe). */
export * from "./components/no-team.tsx";
export * from "./components/team-switcher.tsx";
