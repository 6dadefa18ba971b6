import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// In development the Vite server stands in for server.ts, so it proxies the same paths to the API.
const apiUrl = process.env.API_URL ?? "http://127.0.0.1:3001";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  environments: {
    // server.ts runs this entry rather than the bare server build: see app/server-app.ts.
    ssr: { build: { rollupOptions: { input: "./app/server-app.ts" } } },
  },
  server: {
    proxy: {
      "/api": { target: apiUrl, xfwd: true },
      "/media": { target: apiUrl },
    },
  },
});
