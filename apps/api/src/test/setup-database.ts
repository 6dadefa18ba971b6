/**
 * Vitest setup file of the api project (vitest.config.ts): after each test file, close the apps it built
 * and drop its database. Creation is lazy (harness.ts), so files that never touch the database cost nothing.
 */
import { afterAll } from "vitest";
import { releaseTestResources } from "./harness.ts";

afterAll(releaseTestResources);
