/*
 * Headliner widgets loader: one classic script tag anywhere on the page,
 *   <script src="https://…/headliner-loader.js" async></script>
 * It loads headliner-widgets.js (from the same folder) only once an <hl-*> element is on the page.
 */
(function () {
  var TAGS = 'hl-browse,hl-offer-wizard,hl-offers-list';
  var me = document.currentScript;
  var base = me && me.src ? me.src.replace(/[^/]*$/, '') : '';
  var loaded = false;
  function load() {
    if (loaded || !document.querySelector(TAGS)) return loaded;
    loaded = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.src = base + 'headliner-widgets.js';
    document.head.appendChild(script);
    return true;
  }
  if (load()) return;
  var observer = new MutationObserver(function () {
    if (load()) observer.disconnect();
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
})();
