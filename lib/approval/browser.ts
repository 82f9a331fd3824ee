// The banner's request to the site's own route (POST /api/approval/, same origin): the browser's
// one call besides Server Actions, so it never reaches WordPress itself. Never throws: a lost
// connection or an answer that is not the route's becomes a Russian message.
import {
  APPROVAL_API_PATH,
  APPROVAL_MESSAGES,
  type DecisionReply,
  type DecisionRequest,
} from './fields';

function isReply(value: unknown): value is DecisionReply {
  if (value === null || typeof value !== 'object' || !('ok' in value)) return false;
  if (value.ok === true) return 'approvedAt' in value;
  return value.ok === false && 'message' in value && typeof value.message === 'string';
}

export async function postDecision(body: DecisionRequest): Promise<DecisionReply> {
  let response: Response;
  try {
    response = await fetch(APPROVAL_API_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    return { ok: false, message: APPROVAL_MESSAGES.network };
  }
  try {
    const answer: unknown = await response.json();
    if (isReply(answer)) return answer;
  } catch {
    // not JSON: a proxy's error page
  }
  return { ok: false, message: APPROVAL_MESSAGES.failed };
}
