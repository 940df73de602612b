import { Link } from 'react-router';
import { Button } from '../../components/ui/button';

export function NotFound() {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <h1 className="text-6xl font-bold tracking-tight text-primary">404</h1>
      <p className="text-lg text-muted-foreground">Oops! Page not found</p>
      <Button asChild variant="outline">
        <Link to="/">Return to Home</Link>
      </Button>
    </div>
  );
}
