// Stands in for a stylesheet in a server bundle: the browser build emits the styles.
module.exports = {};
