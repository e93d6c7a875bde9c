$(function () {
    
});