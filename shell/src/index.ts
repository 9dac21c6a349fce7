// An asynchronous boundary lets the federation runtime set up shared modules before any import.
void import('./bootstrap');
