/* global document, requestAnimationFrame, setTimeout */
// Starts a server-rendered page's scripts once the page has painted, so they do not compete with its
// stylesheets on a slow connection (server/platform/spa.ts, deferScripts). Classic script: the CSP
// allows it ('self'), and it runs in browsers that would not run the module anyway.
(function () {
  var boot = document.currentScript;
  var started = false;
  // Each element starts a request when inserted (~0.25 ms of main thread each, four times that on a
  // slow phone), and a page preloads up to ~60 chunks: inserted in batches, one task each, so that no
  // task holds the page's input for long. The entry first, so it is requested first.
  var BATCH = 12;
  function start() {
    if (started) return;
    started = true;
    var preload = (boot.getAttribute('data-preload') || '').split(' ');
    var next = 0;
    function insertBatch() {
      // One insertion per batch: each insertion into <head> costs a style pass.
      var batch = document.createDocumentFragment();
      if (next === 0) {
        var entry = document.createElement('script');
        entry.type = 'module';
        entry.crossOrigin = '';
        entry.src = boot.getAttribute('data-entry');
        batch.appendChild(entry);
      }
      for (var count = 0; next < preload.length && count < BATCH; next++) {
        if (!preload[next]) continue;
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = preload[next];
        batch.appendChild(link);
        count++;
      }
      document.head.appendChild(batch);
      if (next < preload.length) setTimeout(insertBatch, 0);
    }
    insertBatch();
  }
  // A form of the server-rendered page submitted before the app has taken it over would reload the
  // page and lose what was typed: hold it (the app marks <html data-app-ready> when it is ready).
  document.addEventListener(
    'submit',
    function (event) {
      if (!document.documentElement.hasAttribute('data-app-ready')) event.preventDefault();
    },
    true,
  );
  // After the next frame is painted; a background tab (no frames) starts on the timer.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);
})();
