import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  // Every page is server-rendered: public pages for search engines and fast first paint, private ones
  // because their data comes from the API with the user's httpOnly token.
  ssr: true,
} satisfies Config;
