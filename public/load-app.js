// Starts the app's scripts (named in data-modules). A page the server rendered paints with its
// stylesheet alone, so there they start once it has painted: on a slow network they would otherwise
// share the bandwidth with the stylesheet and hold the first paint back. A page with nothing to show
// yet (the service worker's app shell) starts them at once. A file of its own, since the content
// security policy allows no inline script.
(function () {
  var modules = (document.currentScript && document.currentScript.getAttribute('data-modules')) || '';
  function start() {
    modules.split(' ').forEach(function (src) {
      if (!src) return;
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = src;
      document.head.appendChild(script);
    });
  }
  var root = document.getElementById('root');
  var rendered = root && root.firstElementChild;
  // A tap on a button of the rendered page before the app has taken it over would do nothing: the
  // last one is kept, and the app repeats it once it has (src/lib/server-markup.ts).
  if (rendered) {
    document.addEventListener('click', function keep(event) {
      if (window.meetverseStarted) {
        document.removeEventListener('click', keep, true);
        return;
      }
      var button = event.target instanceof Element ? event.target.closest('button') : null;
      if (button && root.contains(button)) {
        window.meetverseEarlyTap = button;
        // Not to the app either, which may be halfway through taking the page over: it repeats it after.
        event.preventDefault();
        event.stopPropagation();
      }
    }, true);
  }
  // A hidden page paints no frame: nothing to wait for.
  if (!rendered || document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') start();
  // The frame's callbacks run before it paints; the task after them, once it has.
  else requestAnimationFrame(function () { setTimeout(start, 0); });
})();
