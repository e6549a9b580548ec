// ShellProvider sits outside the router, yet the stores navigate (logout, application flow): the router
// registers its navigate here once it renders, and a navigation asked for before that waits for it.

export type Navigate = (url: string) => void;

export type NavigationBridge = {
  /** What the stores call. */
  navigate: Navigate;
  /** Called by the app frame with the router's navigate; returns the unregister function. */
  register(navigate: Navigate): () => void;
};

export function createNavigationBridge(): NavigationBridge {
  let current: Navigate | null = null;
  let pending: string | null = null;
  return {
    navigate(url) {
      if (current === null) pending = url;
      else current(url);
    },
    register(navigate) {
      current = navigate;
      if (pending !== null) {
        const url = pending;
        pending = null;
        navigate(url);
      }
      return () => {
        if (current === navigate) current = null;
      };
    },
  };
}
