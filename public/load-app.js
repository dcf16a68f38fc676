// Starts the app's scripts (named in data-modules). A page the server rendered is whole without them:
// it paints with its stylesheet alone, its links are links and a tap on a button is kept for the app.
// There the app starts when the visitor first reaches for the page (a tap, a key, a focus), or once
// the page has loaded and sat idle a few seconds: a visitor who reads it never waits on the app's
// start, which holds a phone's main thread for a second or more, and the first paint never waits on
// its scripts. A page with nothing to show yet (the service worker's app shell) starts them at once,
// in a task of its own. A file of its own, since the content security policy allows no inline script.
(function () {
  var script = document.currentScript;
  var modules = (script && script.getAttribute('data-modules')) || '';
  // The landing page's front door (src/landing.ts), then the chunks it imports: for a visitor with no
  // session the server's page stays a page of its own, its 'Sign in' going to the issuer with the
  // sign-in client alone; the app's code starts only when it answers that it does not keep the page.
  var landing = ((script && script.getAttribute('data-landing')) || '').split(' ').filter(Boolean);
  // The landing page's path, as the build names it from the app's routes (schemas/app-links.ts).
  var landingPath = script && script.getAttribute('data-landing-path');
  // Each request costs the main thread a little (several milliseconds on a phone): a few per task.
  var PER_TASK = 3;
  // The files of this page's screen, where the build lists them (vite.config.ts: SCREENS): asked for
  // after the app's own, a few per task, before the router asks for all it has not yet in one task.
  // The list reads 'path=file file;path=file…', `*` standing for one segment of a path.
  function screenFiles() {
    var screens = ((script && script.getAttribute('data-screens')) || '').split(';');
    var parts = location.pathname.replace(/(.)\/+$/, '$1').split('/');
    for (var s = 0; s < screens.length; s++) {
      var screen = screens[s].split('=');
      var wanted = screen[0].split('/');
      var same = screen.length === 2 && wanted.length === parts.length;
      for (var i = 0; same && i < wanted.length; i++) same = wanted[i] === '*' || wanted[i] === parts[i];
      if (same) return screen[1].split(' ').filter(Boolean);
    }
    return [];
  }
  function start() {
    var list = modules.split(' ').filter(Boolean);
    var asked = list.concat(screenFiles());
    // All are asked for at once, a few per task...
    (function ask(from) {
      asked.slice(from, from + PER_TASK).forEach(function (href) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      });
      if (from + PER_TASK < asked.length) setTimeout(function () { ask(from + PER_TASK); }, 0);
    })(0);
    // ...and run one after the other, each in a task of its own. From the cache (a return visit, the
    // page sign-in comes back to) they all arrive at once, and the entry, which imports the others,
    // would run them all in one long task.
    (function run(index) {
      if (index >= list.length) return;
      var module = document.createElement('script');
      module.type = 'module';
      module.crossOrigin = '';
      module.src = list[index];
      module.onload = module.onerror = function () { run(index + 1); };
      document.head.appendChild(module);
    })(0);
  }
  var root = document.getElementById('root');
  var rendered = root && root.firstElementChild;
  // A tap on a button of the rendered page before the app has taken it over would do nothing: the
  // last one is kept, and the app repeats it once it has (src/lib/server-markup.ts).
  function keep(event) {
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
  }
  if (rendered) document.addEventListener('click', keep, true);
  function startAfterPaint() {
    // A hidden page paints no frame: nothing to wait for.
    // Otherwise in a task of its own, not in the one that read the page.
    if (!rendered || document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') setTimeout(start, 0);
    // The frame's callbacks run before it paints; the task after them, once it has.
    else requestAnimationFrame(function () { setTimeout(start, 0); });
  }
  // How long a rendered page that has loaded sits idle before the app starts unasked: longer than the
  // page's own settling after its load (its icons, its last layout), so that reading it costs nothing.
  var IDLE_AFTER_LOAD_MS = 5000;
  var REACHED_FOR = ['pointerdown', 'touchstart', 'keydown', 'focusin'];
  // A member signed in on this device (the key the app keeps them under, src/member/member-store.ts):
  // the server rendered the page as a guest sees it, and the app makes it theirs at once after the paint.
  function memberOnDevice() {
    try {
      return !!localStorage.getItem('meetverse.auth');
    } catch {
      // Storage this page may not read: as for a guest.
      return false;
    }
  }
  function startWhenWanted() {
    var started = false;
    function go() {
      if (started) return;
      started = true;
      REACHED_FOR.forEach(function (type) {
        document.removeEventListener(type, go, true);
      });
      startAfterPaint();
    }
    // A tap's click comes after its pointerdown: the app is then on its way, and the tap is kept for it.
    REACHED_FOR.forEach(function (type) {
      document.addEventListener(type, go, { capture: true, passive: true });
    });
    function whenIdle() {
      setTimeout(function () {
        if (typeof requestIdleCallback === 'function') requestIdleCallback(go, { timeout: 1000 });
        else go();
      }, IDLE_AFTER_LOAD_MS);
    }
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  }
  if (landing.length > 0 && landingPath && location.pathname === landingPath && rendered) {
    // Its imports come at once with it, not one after the other.
    landing.slice(1).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    import(landing[0])
      .then(function (module) {
        // Sign-in could not start from the page's button: the app starts, and answers the tap itself.
        return module.openFrontDoor(function (tap) {
          document.addEventListener('click', keep, true);
          window.meetverseEarlyTap = tap;
          startAfterPaint();
        });
      })
      .then(function (kept) {
        if (!kept) return startAfterPaint();
        // The page is the front door's: its buttons answer taps now, and one kept meanwhile is made again.
        document.removeEventListener('click', keep, true);
        var tap = window.meetverseEarlyTap;
        window.meetverseEarlyTap = undefined;
        if (tap) tap.click();
      }, startAfterPaint);
  } else if (rendered && !memberOnDevice()) startWhenWanted();
  else startAfterPaint();
})();
