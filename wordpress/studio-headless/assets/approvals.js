/**
 * The case's panel «Согласование с клиентом» in the block editor's document sidebar
 * (docs/wordpress-plugin.md 'Approval links'): makes a link to the case's draft for the client
 * (its URL shown this once), lists the case's links with what happened to each (openings, the
 * approval, comments) and revokes an active one. It calls the plugin's editor routes
 * (docs/WP-API.md 'Approval links') through wp.apiFetch, which adds the editor's nonce. No build
 * step: plain JavaScript on WordPress's globals.
 *
 * @package StudioHeadless
 */
(function (wp, words) {
  'use strict';

  const el = wp.element.createElement;
  const { useState, useEffect, useCallback, useRef, Fragment } = wp.element;
  const { Button, Notice, Spinner, TextControl } = wp.components;
  // WordPress 6.6 moved the panel to wp.editor (wp.editPost's warns there); 6.1 has only wp.editPost.
  const Panel =
    (wp.editor && wp.editor.PluginDocumentSettingPanel) || wp.editPost.PluginDocumentSettingPanel;

  const base = '/' + words.namespace + '/approval-links';

  /** A time of the contract (ISO 8601, UTC) in the site's time zone: 27.11.2026 13:00. */
  function when(iso) {
    return iso ? wp.date.dateI18n('d.m.Y H:i', iso) : '';
  }

  /** The message of a failed call: WordPress's own error, a field's error, else a generic one. */
  function reason(error) {
    if (error && error.errors && typeof error.errors === 'object') {
      const first = Object.values(error.errors)[0];
      if (first) return String(first);
    }
    if (error && error.message) return String(error.message);
    return words.tryAgain;
  }

  /** The days typed, when they are a whole number in range; else null. */
  function parseDays(text) {
    if (!/^\d{1,2}$/.test(String(text).trim())) return null;
    const days = Number(text);
    return days >= words.minDays && days <= words.maxDays ? days : null;
  }

  /**
   * Copies text to the clipboard; a promise. The Clipboard API where the browser allows it, else
   * (plain http wp-admin, or a refused permission) the old way, from the read-only field.
   */
  function copyText(text, input) {
    const fallback = () =>
      new Promise((resolve, reject) => {
        if (!input) return reject(new Error('no field'));
        input.focus();
        input.select();
        return document.execCommand('copy') ? resolve() : reject(new Error('copy refused'));
      });
    if (window.navigator.clipboard && window.isSecureContext) {
      return window.navigator.clipboard.writeText(text).catch(fallback);
    }
    return fallback();
  }

  /** The URL made this once, read-only, with «Скопировать». */
  function NewLink({ url }) {
    const [copied, setCopied] = useState(null);
    // The field is found inside the box: WordPress 6.1's TextControl labels its own id only.
    const box = useRef(null);
    return el(
      'div',
      { className: 'studio-approval__new', ref: box },
      el(TextControl, {
        label: words.newLink,
        value: url,
        readOnly: true,
        onChange: () => {},
        onFocus: (event) => event.target.select(),
      }),
      el(
        Button,
        {
          variant: 'secondary',
          onClick: () =>
            copyText(url, box.current && box.current.querySelector('input')).then(
              () => setCopied(true),
              () => setCopied(false),
            ),
        },
        words.copy,
      ),
      copied === true
        ? el('span', { className: 'studio-approval__copied' }, ' ' + words.copied)
        : null,
      copied === false ? el('p', { className: 'studio-approval__error' }, words.failCopy) : null,
      el('p', { className: 'studio-approval__once' }, words.shownOnce),
    );
  }

  /** One line of a link's description. */
  function line(text, key) {
    return el('p', { key, className: 'studio-approval__line' }, text);
  }

  /** One link of the list: its status, who made it, openings, approval, comments, «Отозвать». */
  function LinkItem({ link, busy, onRevoke }) {
    const approvedEvent = link.events.find((e) => e.kind === 'approved');
    const comments = link.events.filter(
      (e) => e.comment && (e.kind === 'commented' || e.kind === 'approved'),
    );
    const status = words.status[link.status] || link.status;
    const made = link.created_by ? link.created_by.name || words.someone : words.someone;
    const lines = [
      el(
        'p',
        {
          key: 'status',
          className: 'studio-approval__status studio-approval__status--' + link.status,
        },
        el('strong', null, status),
        link.status === 'active' ? ', ' + words.until + ' ' + when(link.expires_at) : null,
        link.status === 'expired' ? ' ' + when(link.expires_at) : null,
      ),
      line(words.createdBy + ' ' + made + ', ' + when(link.created_at), 'created'),
      link.opened_at
        ? line(
            words.opened +
              ': ' +
              when(link.opened_at) +
              ' (' +
              words.opens +
              ': ' +
              link.opens +
              (link.opens > 1 ? ', ' + words.lastOpened + ' ' + when(link.last_opened_at) : '') +
              ')',
            'opened',
          )
        : line(words.notOpened, 'opened'),
    ];
    if (link.approved_at) {
      const who = approvedEvent && approvedEvent.by ? ', ' + approvedEvent.by : '';
      lines.push(
        el(
          'p',
          { key: 'approved', className: 'studio-approval__approved' },
          '✓ ' + words.approved + ' ' + when(link.approved_at) + who,
        ),
      );
    }
    if (comments.length > 0) {
      lines.push(
        el(
          'div',
          { key: 'comments', className: 'studio-approval__comments' },
          el('p', { className: 'studio-approval__line' }, words.comments + ':'),
          el(
            'ul',
            null,
            comments.map((c, i) =>
              el(
                'li',
                { key: i },
                el(
                  'span',
                  { className: 'studio-approval__meta' },
                  when(c.at) + ', ' + (c.by || words.anonymous) + ': ',
                ),
                c.comment,
              ),
            ),
          ),
        ),
      );
    }
    if (link.status === 'revoked') {
      const by = link.revoked_by ? link.revoked_by.name || words.someone : words.someone;
      lines.push(line(words.revokedBy + ' ' + by + ', ' + when(link.revoked_at), 'revoked'));
    }
    if (link.status === 'active') {
      lines.push(
        el(
          Button,
          {
            key: 'revoke',
            variant: 'secondary',
            isDestructive: true,
            disabled: busy,
            onClick: () => {
              if (window.confirm(words.confirmRevoke)) onRevoke(link.id);
            },
          },
          words.revoke,
        ),
      );
    }
    return el('li', { className: 'studio-approval__link', 'data-link': link.id }, lines);
  }

  function ApprovalPanel() {
    const { postId, postType, isNew } = wp.data.useSelect((select) => {
      const editor = select('core/editor');
      return {
        postId: editor.getCurrentPostId(),
        postType: editor.getCurrentPostType(),
        isNew: editor.isEditedPostNew(),
      };
    }, []);
    const [days, setDays] = useState(String(words.defaultDays));
    const [links, setLinks] = useState(null);
    const [url, setUrl] = useState('');
    const [busy, setBusy] = useState(false);
    const [error, setError] = useState('');

    const load = useCallback(() => {
      if (!postId || isNew) return Promise.resolve();
      return wp
        .apiFetch({ path: base + '?post=' + postId })
        .then((answer) => setLinks(answer.links || []))
        .catch((e) => setError(words.failLoad + ': ' + reason(e)));
    }, [postId, isNew]);

    useEffect(() => {
      load();
    }, [load]);

    if (postType !== 'case') return null;

    if (isNew) {
      return el(
        Panel,
        { name: 'studio-approval', title: words.title, className: 'studio-approval' },
        el('p', null, words.unsaved),
      );
    }

    const chosen = parseDays(days);
    const create = () => {
      setBusy(true);
      setError('');
      setUrl('');
      wp.apiFetch({ path: base, method: 'POST', data: { post: postId, days: chosen } })
        .then((answer) => {
          setUrl(answer.url);
          return load();
        })
        .catch((e) => setError(words.failCreate + ': ' + reason(e)))
        .finally(() => setBusy(false));
    };
    const revoke = (id) => {
      setBusy(true);
      setError('');
      wp.apiFetch({ path: base + '/' + id, method: 'DELETE' })
        .then(() => load())
        .catch((e) => setError(words.failRevoke + ': ' + reason(e)))
        .finally(() => setBusy(false));
    };

    return el(
      Panel,
      { name: 'studio-approval', title: words.title, className: 'studio-approval' },
      el('p', { className: 'studio-approval__intro' }, words.intro),
      el(TextControl, {
        label: words.days,
        type: 'number',
        min: words.minDays,
        max: words.maxDays,
        value: days,
        help: words.daysHelp,
        disabled: busy,
        onChange: setDays,
      }),
      el(
        Button,
        { variant: 'primary', disabled: busy || chosen === null, isBusy: busy, onClick: create },
        words.create,
      ),
      error
        ? el(
            Notice,
            { status: 'error', isDismissible: false, className: 'studio-approval__error' },
            error,
          )
        : null,
      url ? el(NewLink, { url }) : null,
      el('h3', { className: 'studio-approval__heading' }, words.links),
      links === null && !error ? el(Fragment, null, el(Spinner), ' ' + words.loading) : null,
      links !== null && links.length === 0 ? el('p', null, words.none) : null,
      links !== null && links.length > 0
        ? el(
            'ul',
            { className: 'studio-approval__links' },
            links.map((link) => el(LinkItem, { key: link.id, link, busy, onRevoke: revoke })),
          )
        : null,
    );
  }

  wp.plugins.registerPlugin('studio-approval', { render: ApprovalPanel, icon: null });
})(window.wp, window.studioApprovals);
