import { Link } from 'react-router';

/** /client without a name (spec 02 §2: 'Select a client to view their details.'). */
export default function NoClientSelected() {
  return (
    <div className="mx-auto grid w-full max-w-3xl content-start gap-3 px-4 py-16 text-center sm:px-6">
      <p className="text-muted-foreground">Select a client to view their details.</p>
      <Link to="/dashboard" className="text-sm text-primary underline-offset-4 hover:underline">
        Back to Dashboard
      </Link>
    </div>
  );
}
