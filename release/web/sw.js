// The game's service worker: keeps every file of one build so the game opens and plays with no
// network, and a new build (a new BUILD below, written by `make web`) replaces the old cache.
'use strict';
var BUILD = '__BUILD__';
var FILES = __FILES__;
var CACHE = 'onestroke-' + BUILD;

self.addEventListener('install', function (event) {
  event.waitUntil(caches.open(CACHE).then(function (cache) {
    return cache.addAll(FILES.map(function (name) { return new Request(name, { cache: 'reload' }); }));
  }).then(function () { return self.skipWaiting(); }));
});

self.addEventListener('activate', function (event) {
  event.waitUntil(caches.keys().then(function (names) {
    return Promise.all(names.filter(function (name) {
      return name.indexOf('onestroke-') === 0 && name !== CACHE;
    }).map(function (name) { return caches.delete(name); }));
  }).then(function () { return self.clients.claim(); }));
});

// This build's files come from the cache (the address's query ignored), everything else, the
// play-data upload included, from the network.
self.addEventListener('fetch', function (event) {
  var request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) {
    return;
  }
  event.respondWith(caches.open(CACHE).then(function (cache) {
    return cache.match(request, { ignoreSearch: true }).then(function (hit) {
      return hit || fetch(request);
    });
  }));
});
