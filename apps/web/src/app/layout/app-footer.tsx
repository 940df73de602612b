// Read once per page load: rendering must not depend on the clock.
const YEAR = new Date().getFullYear();

/** The links are placeholders until the legal pages exist: <a> without href, so nothing pretends to work. */
export function AppFooter() {
  return (
    <footer className="border-t">
      <div className="mx-auto flex w-full max-w-6xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:px-6">
        <p>© {YEAR} Impact Studio. All rights reserved.</p>
        <nav aria-label="Footer" className="flex gap-5">
          <a>Privacy</a>
          <a>Terms</a>
          <a>Contact</a>
        </nav>
      </div>
    </footer>
  );
}
