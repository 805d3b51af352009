// Style imports mean nothing to jsdom.
export default {};
