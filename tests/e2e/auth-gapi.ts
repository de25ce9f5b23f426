import type { BrowserContext } from 'playwright-core'

/**
 * Stand-in for Google's `https://apis.google.com/js/api.js` (gapi), the one external service of
 * the social sign-in flow that this offline machine cannot reach. Both the firebase SDK (parent
 * page) and the Auth emulator's helper iframe load it and use only `gapi.load('gapi.iframes')`
 * and the iframes message channel: open an iframe, ping it, register handlers, send messages.
 * This script provides exactly that over postMessage; everything else (the SDK, the popup, the
 * emulator's sign-in page and REST API, our API) is the real thing.
 */
const GAPI_STAND_IN = `
(function () {
  var TAG = '__gapiStandIn';
  // Like gapi, an exception in a caller's callback stays inside that callback. (The firebase SDK
  // relies on this: its webStorageSupport callback ends by throwing internal-error.)
  function invoke(callback, value) {
    if (!callback) return;
    try {
      callback(value);
    } catch (err) {
      if (window.console) console.debug('gapi stand-in: callback threw', err);
    }
  }
  function Channel(target) {
    this.target = target;
    this.handlers = {};
    this.waiting = {};
    this.queued = {};
    this.seq = 0;
  }
  Channel.prototype.post = function (message) {
    message[TAG] = true;
    var win = this.target();
    if (win) win.postMessage(message, '*');
  };
  Channel.prototype.register = function (type, handler) {
    this.handlers[type] = handler;
    var queued = this.queued[type] || [];
    delete this.queued[type];
    for (var i = 0; i < queued.length; i++) this.receive(queued[i]);
  };
  Channel.prototype.send = function (type, data, callback) {
    var self = this;
    var id = String(++this.seq) + '-' + Math.random();
    return new Promise(function (resolve) {
      self.waiting[id] = function (results) {
        invoke(callback, results);
        resolve(results);
      };
      self.post({ kind: 'call', id: id, type: type, data: data });
    });
  };
  // The other side may not have loaded yet: repeat until it answers.
  Channel.prototype.ping = function (callback) {
    var self = this;
    return new Promise(function (resolve) {
      var done = false;
      var timer = setInterval(function () {
        if (!done) self.post({ kind: 'call', id: 'ping', type: '__ping' });
      }, 100);
      self.waiting.ping = function (results) {
        done = true;
        clearInterval(timer);
        delete self.waiting.ping;
        invoke(callback, results);
        resolve(results);
      };
      self.post({ kind: 'call', id: 'ping', type: '__ping' });
    });
  };
  Channel.prototype.restyle = function () {
    return Promise.resolve();
  };
  Channel.prototype.receive = function (message) {
    var self = this;
    if (message.kind === 'reply') {
      var waiting = this.waiting[message.id];
      if (waiting) {
        if (message.id !== 'ping') delete this.waiting[message.id];
        waiting(message.results);
      }
      return;
    }
    if (message.type === '__ping') {
      this.post({ kind: 'reply', id: message.id, results: [{ status: 'ACK' }] });
      return;
    }
    var handler = this.handlers[message.type];
    if (!handler) {
      (this.queued[message.type] = this.queued[message.type] || []).push(message);
      return;
    }
    Promise.resolve(handler(message.data)).then(function (result) {
      self.post({ kind: 'reply', id: message.id, results: [result] });
    });
  };

  var children = [];
  var parentChannel = window.parent !== window ? new Channel(function () { return window.parent; }) : null;
  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || typeof message !== 'object' || !message[TAG]) return;
    if (parentChannel && event.source === window.parent) return parentChannel.receive(message);
    for (var i = 0; i < children.length; i++) {
      if (children[i].frame.contentWindow === event.source) return children[i].channel.receive(message);
    }
  });

  var context = {
    open: function (options, onOpen) {
      var frame = document.createElement('iframe');
      var attributes = options.attributes || {};
      for (var name in attributes) {
        if (name === 'style') Object.assign(frame.style, attributes.style);
        else frame.setAttribute(name, attributes[name]);
      }
      frame.src = options.url;
      var channel = new Channel(function () { return frame.contentWindow; });
      children.push({ frame: frame, channel: channel });
      (options.where || document.body).appendChild(frame);
      return Promise.resolve(onOpen ? onOpen(channel) : channel);
    },
    getParentIframe: function () {
      return parentChannel;
    },
  };

  window.gapi = window.gapi || {};
  window.gapi.iframes = {
    CROSS_ORIGIN_IFRAMES_FILTER: function () { return true; },
    Iframe: function () {},
    getContext: function () { return context; },
  };
  window.gapi.load = function (_name, options) {
    var callback = typeof options === 'function' ? options : options && options.callback;
    setTimeout(function () { if (callback) callback(); }, 0);
  };

  var script = document.currentScript;
  var onload = script && new URL(script.src).searchParams.get('onload');
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
`

/** Serves the stand-in for every page, popup and iframe of the browser context. */
export async function serveGapiStandIn(context: BrowserContext): Promise<void> {
  await context.route('https://apis.google.com/js/api.js*', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: GAPI_STAND_IN }),
  )
}
