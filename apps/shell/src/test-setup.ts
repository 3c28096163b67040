// jsdom lacks scrolling; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => {};
