/* The client of the JSON API under /api/: every request the page makes goes through api().
 *
 * An error answer becomes an Error with the server's message (in Chinese when the page speaks
 * it) and the HTTP status; an answer that became a job on the server (202) is followed until
 * it is done.  Integers beyond 2^53 keep their exact decimal text, never a rounded number.
 */
import { lang } from './texts.js';

// Integers beyond 2^53 keep their exact decimal text (the JSON source), never a rounded number.
export function parseJSON(text) {
  return JSON.parse(text, (_key, value, context) => {
    if (typeof value === 'number' && !Number.isSafeInteger(value) && context && /^-?\d+$/.test(context.source)) {
      return context.source;
    }
    return value;
  });
}

export async function api(path, body) {
  const init = body === undefined ? {} : {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
  };
  const response = await fetch(path, init);
  const text = await response.text();
  let data;
  try { data = parseJSON(text); } catch { data = { error: text || response.statusText }; }
  if (!response.ok) {
    const error = new Error((lang === 'zh' && data.error_zh) || data.error || response.statusText);
    error.status = response.status;
    throw error;
  }
  // 202: the answer takes longer than a request waits, and became a job on the
  // server; follow it until it is done (its answer is kept there).
  if (response.status === 202 && data.url) return followJob(data);
  return data;
}

async function followJob(job) {
  for (;;) {
    if (job.status === 'done') return job.result;
    if (job.status === 'failed' || job.status === 'cancelled') {
      const detail = job.error || {};
      const error = new Error((lang === 'zh' && detail.error_zh) || detail.error || job.status);
      error.status = detail.status || 500;
      throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    const response = await fetch(job.url);
    job = parseJSON(await response.text());
    if (!response.ok && !job.status) {
      const error = new Error((lang === 'zh' && job.error_zh) || job.error || response.statusText);
      error.status = response.status;
      throw error;
    }
  }
}
