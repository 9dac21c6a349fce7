// In the entry chunk, so html-webpack-plugin links the stylesheet from <head>: no unstyled flash.
import './styles/site.scss';

// An asynchronous boundary lets the federation runtime set up shared modules before any import.
void import('./bootstrap');
