import type { Page } from '@playwright/test';

/**
 * What "painted" means for one figure: once a loader of its own (`loader`) has shown after the action and gone,
 * the first animation frame in which the title (when given) reads as expected and every selector of one of the
 * `ready` alternatives (e.g. the table, or the empty-state text) matches a visible element; the time is taken one
 * requestAnimationFrame later, as in register-paint.bench.ts. Waiting for the loader first keeps what a store
 * still holds from the last visit (drawn for a moment before the tab asks again) from counting as painted.
 */
export interface Figure {
  loader: string;
  /** The tab's failure message (the service refused or failed): the figure is then counted as failed, not painted. */
  failure: string;
  title?: { selector: string; text: string };
  ready: string[][];
}
export type Marks = Record<string, Figure>;
/** A tab of the report's navigation clicked, or a Deductions view chosen in the drop-down. */
export type Action = { tab: string } | { view: string };
/** ms from the action to each figure painted, by figure, in the order measured; or why it has none. */
export type Sample = number | 'timeout' | 'failed';
export type Samples = Map<string, Sample[]>;

/**
 * The probe installed in the page (page.addInitScript): `window.__taxdepPaint(action, marks, timeoutMs)`.
 * A source string, so the bundler adds no helpers to code that runs in the page.
 */
export const PAINT_PROBE = `window.__taxdepPaint = (action, marks, timeoutMs) => new Promise((resolve) => {
  const names = Object.keys(marks);
  const seen = {};
  const readyAt = {};
  const times = {};
  const visible = (selector) => {
    const element = document.querySelector(selector);
    return element !== null && element.getClientRects().length > 0;
  };
  const look = () => {
    for (const name of names) if (!seen[name] && document.querySelector(marks[name].loader)) seen[name] = true;
  };
  const observer = new MutationObserver(look);
  observer.observe(document.body, { childList: true, subtree: true });
  const start = performance.now();
  if ('tab' in action) {
    [...document.querySelectorAll('nav[aria-label="Report tabs"] a')]
      .find((a) => a.textContent === action.tab).click();
  } else {
    const select = document.querySelector('[data-testid="deductions-view"]');
    select.value = action.view;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }
  look();
  const check = () => {
    look();
    const now = performance.now();
    for (const name of names) {
      if (name in times) continue;
      if (readyAt[name]) {
        times[name] = now - start;
        continue;
      }
      const mark = marks[name];
      if (!seen[name] || document.querySelector(mark.loader)) continue;
      const title = mark.title && document.querySelector(mark.title.selector);
      if (mark.title && (!title || title.textContent !== mark.title.text)) continue;
      if (visible(mark.failure)) times[name] = 'failed';
      else if (mark.ready.some((all) => all.every(visible))) readyAt[name] = true;
    }
    if (Object.keys(times).length === names.length || now - start > timeoutMs) {
      observer.disconnect();
      resolve(Object.fromEntries(names.map((name) => [name, times[name] ?? 'timeout'])));
    } else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})`;

/**
 * Runs the action in the page and adds the time of each figure to `samples`; with `progress`, also writes them to
 * stderr as they come (the large register's figures take a while). False when a figure timed out.
 */
export async function measure(
  page: Page,
  samples: Samples,
  action: Action,
  marks: Marks,
  options: { timeoutMs?: number; progress?: string } = {},
): Promise<boolean> {
  const times = await page.evaluate<Record<string, Sample>>(
    `window.__taxdepPaint(${JSON.stringify(action)}, ${JSON.stringify(marks)}, ${options.timeoutMs ?? 60_000})`,
  );
  for (const [name, time] of Object.entries(times)) {
    samples.set(name, [...(samples.get(name) ?? []), time]);
    if (options.progress) process.stderr.write(`${options.progress}${name}: ${ms(time)}\n`);
  }
  return Object.values(times).every((time) => time !== 'timeout');
}

const ms = (value: Sample | undefined) =>
  typeof value === 'number' ? `${value.toFixed(0)} ms` : (value ?? '-');

/**
 * Prints one table: per figure, the first open after the start, then median, best and worst of the repetitions
 * (how many painted, of how many measured: a round stops at a figure that timed out; a failed one is not painted).
 */
export function report(what: string, first: Samples, repeated: Samples): void {
  console.log(
    `\n${what}: ms from the click (tab, or view in the drop-down) to the figures painted (target < 1000 ms)`,
  );
  const names = [...new Set([...first.keys(), ...repeated.keys()])];
  const width = Math.max(...names.map((name) => name.length));
  const columns = ['first open', 'runs', 'median', 'best', 'worst'];
  console.log(`${'figure'.padEnd(width)}  ${columns.map((c) => c.padStart(11)).join('')}`);
  for (const name of names) {
    const times = repeated.get(name) ?? [];
    const done = times.filter((time) => typeof time === 'number').sort((a, b) => a - b);
    const cells = [
      ms(first.get(name)?.[0]),
      `${done.length}/${times.length}`,
      ms(done[Math.floor(done.length / 2)]),
      ms(done[0]),
      ms(done.at(-1)),
    ];
    console.log(`${name.padEnd(width)}  ${cells.map((c) => c.padStart(11)).join('')}`);
  }
}
