/**
 * What React Router's scroll restoration needs before its inline script runs, as one inline
 * script placed just before it (app/root.tsx).
 *
 * Storage blocked by the browser (a setting, some private modes) makes reading
 * window.sessionStorage throw, or its reads and writes (Safari's old private mode: a full quota),
 * and the restoration then throws on every page: a memory-only stand-in takes the place of one
 * that cannot be read and written.
 */
const sessionStorageFallback = `try{var s=sessionStorage;s.setItem("_","");s.getItem("_");s.removeItem("_")}catch(e){var m=Object.create(null),K=()=>Object.keys(m);Object.defineProperty(window,"sessionStorage",{configurable:!0,value:{get length(){return K().length},key:i=>K()[i]??null,getItem:k=>k in m?m[k]:null,setItem:(k,v)=>{m[k]=""+v},removeItem:k=>{delete m[k]},clear:()=>{m=Object.create(null)}}})}`;

/**
 * While an apartment page loads, what lies below its first screen stands at stand-in heights
 * (app/app.css, decision 022). A position to restore (a reload, a return to the page) needs the
 * real heights above it: then everything is laid out first.
 */
/** Set on <html> once everything is to be laid out (app/app.css); app/root.tsx sets it too. */
export const laidOutAttribute = "data-laid-out";
const layOutBeforeRestore = `try{JSON.parse(sessionStorage.getItem("react-router-scroll-positions"))[history.state.key]>=0&&document.documentElement.setAttribute("${laidOutAttribute}","")}catch(e){}`;

/**
 * After the content, not in <head>: an inline classic script waits for the stylesheet above it,
 * and the parser with it, so the page was drawn piece by piece as parsing went on, a tap waiting
 * for each piece. After the content, the whole document is parsed while the stylesheet
 * downloads, and the first paint is the whole first screen, every control in it live (decision
 * 022). The browser runs it once, from the prerendered HTML: the client's bundle carries none of
 * it (import.meta.env.SSR is false there), and React leaves the script as it found it.
 */
export function ScrollRestorationGuard() {
  return (
    <script
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? sessionStorageFallback + layOutBeforeRestore : "" }}
    />
  );
}
