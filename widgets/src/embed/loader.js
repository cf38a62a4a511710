/*
 * Headliner widgets loader: one classic script tag anywhere on the page,
 *   <script src="https://…/embed/headliner-loader.js" async></script>
 * For each <hl-*> element on the page (now or added later) it imports that element's chunk and
 * the shared runtime, once; a page that starts with several kinds of element gets the one
 * all-in-one script instead (fewer bytes than the chunks together). The build fills in the
 * hashed file names.
 * A chunk that cannot load leaves a message in the element and dispatches hl-error.
 * While the chunks download it already asks the API for what the elements ask first (the
 * tenant, the first page of performers); the widgets take those answers (src/embed/prefetched.ts).
 */
/* global ELEMENT_CHUNKS, ALL_IN_ONE, FIRST_REQUESTS -- filled in at build time (widgets/build/embedLoader.ts) */
(function () {
  var CHUNKS = ELEMENT_CHUNKS;
  var ALL = ALL_IN_ONE;
  var FIRST = FIRST_REQUESTS;
  var me = document.currentScript;
  var base = me && me.src ? me.src.replace(/[^/]*$/, '') : '';
  var scriptOrigin = me && me.src ? new URL(me.src).origin : location.origin;
  var prefetched = (window.__headlinerPrefetch = window.__headlinerPrefetch || []);
  var asked = {};
  var started = {};
  var pending = Object.keys(CHUNKS);
  function failed(tag, error) {
    var message =
      'The booking widget could not load (' + tag + '): ' + (error && error.message ? error.message : error);
    var elements = document.querySelectorAll(tag);
    for (var i = 0; i < elements.length; i++) {
      var element = elements[i];
      if (!element.querySelector('[data-hl-load-error]')) {
        var note = document.createElement('p');
        note.setAttribute('role', 'alert');
        note.setAttribute('data-hl-load-error', '');
        note.style.cssText = 'font:14px system-ui,sans-serif;color:#b42318';
        note.textContent = message;
        element.appendChild(note);
      }
      element.dispatchEvent(
        new CustomEvent('hl-error', {
          bubbles: true,
          composed: true,
          detail: { widget: tag.slice(3), code: 'chunk_load_failed', message: message },
        }),
      );
    }
  }
  function apiBaseOf(element) {
    try {
      var url = new URL((element.getAttribute('api-base') || '').trim() || scriptOrigin);
      return /^https?:$/.test(url.protocol) ? url.origin + url.pathname.replace(/\/+$/, '') : null;
    } catch {
      return null;
    }
  }
  function pageSizeOf(element) {
    var size = (element.getAttribute('page-size') || '').trim();
    if (!size) return FIRST.pageSize;
    return /^\d+$/.test(size) && +size >= 1 && +size <= 100 ? +size : null;
  }
  function prefetch(url, key) {
    if (asked[key + ' ' + url]) return;
    asked[key + ' ' + url] = true;
    var response = fetch(url, { headers: { Accept: 'application/json', 'X-Tenant-Key': key } });
    response.catch(function () {});
    prefetched.push({ url: url, tenantKey: key, startedAt: Date.now(), response: response });
  }
  function prefetchFor(tag) {
    var elements = document.querySelectorAll(tag);
    for (var i = 0; i < elements.length; i++) {
      var element = elements[i];
      var key = (element.getAttribute('tenant-key') || '').trim();
      var api = apiBaseOf(element);
      var size = pageSizeOf(element);
      if (!key || !api || !window.fetch) continue;
      var theme = (element.getAttribute('theme') || '').trim();
      prefetch(api + FIRST.tenant + (theme ? '?' + new URLSearchParams({ theme: theme }) : ''), key);
      if (size === null) continue;
      (FIRST.elements[tag] || []).forEach(function (path) {
        prefetch(api + path.replace('{pageSize}', size), key);
      });
    }
  }
  function load(tags, files) {
    tags.forEach(function (tag) {
      started[tag] = true;
    });
    var imports = files.map(function (file) {
      return import(base + file);
    });
    tags.forEach(prefetchFor);
    Promise.all(imports).catch(function (error) {
      tags.forEach(function (tag) {
        failed(tag, error);
      });
    });
  }
  function scan() {
    var found = pending.filter(function (tag) {
      return document.querySelector(tag);
    });
    if (found.length > 1 && pending.length === Object.keys(CHUNKS).length) load(pending, [ALL]);
    else
      found.forEach(function (tag) {
        load([tag], CHUNKS[tag]);
      });
    pending = pending.filter(function (tag) {
      return !started[tag];
    });
    if (!pending.length && observer) observer.disconnect();
  }
  var observer = null;
  scan();
  if (pending.length) {
    observer = new MutationObserver(scan);
    observer.observe(document.documentElement, { childList: true, subtree: true });
  }
})();
