/* global document, requestAnimationFrame, setTimeout */
// Starts a server-rendered page's scripts once the page has painted, so they do not compete with its
// stylesheets on a slow connection (server/platform/spa.ts, deferScripts). Classic script: the CSP
// allows it ('self'), and it runs in browsers that would not run the module anyway.
(function () {
  var boot = document.currentScript;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    // One insertion for all the elements: each insertion into <head> costs a style pass.
    var batch = document.createDocumentFragment();
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = boot.getAttribute('data-entry');
    batch.appendChild(entry);
    var preload = (boot.getAttribute('data-preload') || '').split(' ');
    for (var i = 0; i < preload.length; i++) {
      if (!preload[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = preload[i];
      batch.appendChild(link);
    }
    document.head.appendChild(batch);
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
