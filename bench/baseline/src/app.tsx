import {
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";

// Code-based routes (no router plugin, so nothing is generated): a root layout with the header,
// and the home page as the one lazy route, the way the shell loads a partner's vertical.

function Layout() {
  return (
    <>
      <header>
        <Link to="/">
          <strong>Baseline store</strong>
        </Link>
        <nav aria-label="Main">
          <Link to="/">Home</Link>
          <span>Products</span>
          <span>Cart (0)</span>
        </nav>
      </header>
      <Outlet />
    </>
  );
}

const rootRoute = createRootRoute({ component: Layout });

const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: "/" }).lazy(() =>
  import("./home-page").then((module) => module.Route),
);

const router = createRouter({ routeTree: rootRoute.addChildren([homeRoute]) });

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}

export function App() {
  return <RouterProvider router={router} />;
}
