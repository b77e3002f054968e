import classes from './Home.module.css';

/** Decorative floating shapes; hidden from assistive technology, still under reduced motion. */
export function HeroShapes() {
  return (
    <div aria-hidden="true">
      <span className={`${classes.shape} ${classes.shapeOne}`} />
      <span className={`${classes.shape} ${classes.shapeTwo}`} />
      <span className={`${classes.shape} ${classes.shapeThree}`} />
    </div>
  );
}
