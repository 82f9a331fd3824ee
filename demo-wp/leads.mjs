// POST {api}/form: the server-side validation of a Lead (WP-API.md), with messages in Russian,
// and the in-memory inbox that tests read through GET /__leads. A request_id already received is
// stored once and answered { success: true } again (the site retries with the same id).

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
// An address and nothing more: no second '@', and none of the characters that would turn a
// mailto: link into a list of recipients or headers (`?bcc=`, `,`, `;`) or break out of markup.
const EMAIL_RE = /^[^\s@?&,;:<>"()[\]\\/]+@[^\s@?&,;:<>"()[\]\\/]+\.[^\s@?&,;:<>"()[\]\\/]+$/u;
const MAX_LEADS = 500;

const str = (v) => (typeof v === 'string' ? v.trim() : undefined);

/** Attribution fields (WP-API.md 'Lead') and the longest value of each. */
const ATTRIBUTION_MAX = {
  landing_page: 500,
  referrer: 500,
  utm_source: 200,
  utm_medium: 200,
  utm_campaign: 200,
  utm_term: 200,
  utm_content: 200,
};

/**
 * The known attribution fields that are non-empty strings within their limits, or undefined.
 * Never an error: where a lead came from must not cost the lead.
 */
export function cleanAttribution(value) {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const out = {};
  for (const [key, max] of Object.entries(ATTRIBUTION_MAX)) {
    const v = str(value[key]);
    if (v && v.length <= max) out[key] = v;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/**
 * Validates a parsed JSON body. Returns { lead } with the cleaned fields, or { errors } keyed by
 * field name.
 */
export function validateLead(body) {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return { errors: { form: 'Не удалось прочитать заявку, попробуйте ещё раз' } };
  }
  const errors = {};
  const requestId = str(body.request_id);
  const name = str(body.name);
  const phone = str(body.phone);
  const email = str(body.email);
  const message = str(body.message);
  const sphere = str(body.sphere);
  const page = str(body.page);

  if (!requestId || !UUID_RE.test(requestId)) {
    errors.request_id = 'Нет идентификатора заявки (request_id, UUID)';
  }
  if (body.consent !== true) {
    errors.consent = 'Нужно согласие на обработку персональных данных';
  }
  if (!name || name.length < 2) errors.name = 'Укажите имя';
  else if (name.length > 100) errors.name = 'Слишком длинное имя';

  const digits = (phone ?? '').replace(/\D/g, '');
  if (!phone || digits.length < 10 || digits.length > 15 || /[^\d\s()+-]/.test(phone)) {
    errors.phone = 'Укажите телефон в формате +7 900 000-00-00';
  }
  if (body.email !== undefined && body.email !== null && body.email !== '') {
    if (!email || !EMAIL_RE.test(email)) errors.email = 'Проверьте адрес почты';
  }
  if (body.message !== undefined && body.message !== null) {
    if (message === undefined) errors.message = 'Сообщение должно быть текстом';
    else if (message.length > 2000) errors.message = 'Не более 2000 символов';
  }
  if (body.sphere !== undefined && body.sphere !== null) {
    if (sphere === undefined || sphere.length > 50) errors.sphere = 'Выберите сферу из списка';
  }
  if (!page || !page.startsWith('/') || page.length > 300) {
    errors.page = 'Не указана страница, с которой отправлена заявка';
  }

  if (Object.keys(errors).length > 0) return { errors };
  const lead = { request_id: requestId.toLowerCase(), name, phone, page, consent: true };
  if (email) lead.email = email;
  if (message) lead.message = message;
  if (sphere) lead.sphere = sphere;
  const attribution = cleanAttribution(body.attribution);
  if (attribution) lead.attribution = attribution;
  return { lead };
}

/** The leads received by one server instance, newest last, one per request_id. */
export function createInbox() {
  const leads = [];
  const ids = new Set();
  return {
    /** Stores a lead; returns false (storing nothing) when its request_id was already received. */
    add(lead) {
      if (ids.has(lead.request_id)) return false;
      ids.add(lead.request_id);
      leads.push({ ...lead, receivedAt: new Date().toISOString() });
      if (leads.length > MAX_LEADS) ids.delete(leads.shift().request_id);
      return true;
    },
    list: (requestId) =>
      requestId ? leads.filter((lead) => lead.request_id === requestId) : [...leads],
    clear() {
      leads.length = 0;
      ids.clear();
    },
  };
}
