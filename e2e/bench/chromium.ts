import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../chromium-options';

/** The browser tests' Chromium, launched for a benchmark. */
export function launchBenchChromium() {
  return chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
}
