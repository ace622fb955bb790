// Issue 26 item 15: "Sign in again" returns to where the user was when the session ended (the report and its
// tab), named by the page's `return` parameter (noLoginAddress in packages/domain/src/ports/navigation.ts). Only
// an address of this site is followed; anything else leaves the link at the root.
(() => {
  const link = document.getElementById('sign-in-again');
  const wanted = new URLSearchParams(window.location.search).get('return');
  const local = wanted?.startsWith('/') && !wanted.startsWith('//') && !wanted.startsWith('/\\');
  if (!link || !wanted || !local) return;
  let target;
  try {
    target = new URL(wanted, window.location.origin);
  } catch {
    return;
  }
  if (target.origin !== window.location.origin || target.pathname === '/noLogin.html') return;
  link.setAttribute('href', `${target.pathname}${target.search}${target.hash}`);
})();
