import { CardDescription } from '../../../components/ui/card';

/** The heading and one line of help above a form. */
export function FormIntro({ title, description }: { title: string; description: string }) {
  return (
    <div className="grid gap-1">
      <h2 className="text-xl font-bold leading-tight">{title}</h2>
      <CardDescription>{description}</CardDescription>
    </div>
  );
}
