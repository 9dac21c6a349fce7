// In the entry chunk, so html-webpack-plugin links the stylesheet from <head>: no unstyled flash.
import './styles/site.scss';

// Fetched at once rather than after the first paint: on a slow phone the page can only be used
// once this code has arrived, and the paint, from HTML and CSS alone, does not wait for it (the
// server has the browser fetch the same files from the HTML already).
// An asynchronous boundary lets the federation runtime set up shared modules before any import.
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
