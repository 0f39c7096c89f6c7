// The browser's entry in development. React refresh needs its preamble to run
// before any component module does; the page starts this one module after its
// first paint (as a built page starts its entry), and the import order
// guarantees the preamble comes first, which two separate scripts would not.
import '@vitejs/plugin-react/preamble'
import '../../src/entry-client'
