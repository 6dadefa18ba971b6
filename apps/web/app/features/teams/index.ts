export * from "./components/no-team.tsx";
export * from "./components/team-switcher.tsx";
