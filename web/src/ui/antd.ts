// antd-mobile on React 19: its imperative components (Toast, Dialog) render through a
// function that must use createRoot, or they render nothing. Every module that uses antd
// components imports this file first; it also brings antd's CSS variables.
import 'antd-mobile/es/global';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';

const roots = new WeakMap<Element | DocumentFragment, Root>();

unstableSetRender((node, container) => {
  let root = roots.get(container);
  if (!root) {
    root = createRoot(container);
    roots.set(container, root);
  }
  root.render(node);
  return async () => {
    await Promise.resolve(); // unmounting during a render warns in React 19
    root.unmount();
    roots.delete(container);
  };
});
