// jsdom lacks scrolling; the router's scroll restoration calls it on every navigation. (Server
// render tests run in node, without a window.)
if (typeof window !== "undefined") window.scrollTo = () => {};
