/**
 * Opening a project and going back flow into each other with the View Transitions API
 * (React Router's `viewTransition`): the card's image and the project page's header image
 * share this name, so the browser grows one into the other; the rest cross-fades
 * (app/app.css). Browsers without the API, and visitors who ask for reduced motion, get
 * the plain cut.
 */
export const PROJECT_IMAGE_TRANSITION = "project-image";
