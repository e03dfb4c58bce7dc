import classes from './skip-link.module.css';

/** "Skip to content": focus moves to the page's main region without the URL changing (the router owns the URL). */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <a
      className={classes.skip}
      href={`#${targetId}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(targetId)?.focus();
      }}
    >
      Skip to content
    </a>
  );
}
